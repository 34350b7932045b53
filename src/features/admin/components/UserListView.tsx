import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { User } from '../../../../contract/users';
import ErrorState from '../../../components/ErrorState';
import StateMessage from '../../../components/StateMessage';
import UserTable from './UserTable';
import UserTableSkeleton from './UserTableSkeleton';

type UserListViewProps = Omit<ComponentProps<typeof UserTable>, 'users'> & {
  query: UseQueryResult<User[]>;
  emptyTitle: string;
};

/** A user list in its states: skeleton, error with retry, empty, or the table. */
export default function UserListView({ query, emptyTitle, ...tableProps }: UserListViewProps) {
  if (query.isPending) return <UserTableSkeleton />;
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} title="Could not load the list" />;
  }
  if (query.data.length === 0) return <StateMessage title={emptyTitle} />;
  return <UserTable users={query.data} {...tableProps} />;
}
