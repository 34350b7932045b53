import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { User } from '@contract/users';
import ListView from '@/components/ListView';
import StateMessage from '@/components/StateMessage';
import TableRowsSkeleton from '@/components/TableRowsSkeleton';
import UserTable from './UserTable';

type UserListViewProps = Omit<ComponentProps<typeof UserTable>, 'users'> & {
  query: UseQueryResult<User[]>;
  emptyTitle: string;
};

/** A user list in its states: skeleton, error with retry, empty, or the table. */
export default function UserListView({ query, emptyTitle, ...tableProps }: UserListViewProps) {
  return (
    <ListView
      query={query}
      skeleton={<TableRowsSkeleton label="Loading accounts…" rows={5} media="avatar" />}
      errorTitle="Could not load the list"
      empty={<StateMessage title={emptyTitle} />}
    >
      {(users) => <UserTable users={users} {...tableProps} />}
    </ListView>
  );
}
