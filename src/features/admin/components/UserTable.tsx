import type { ReactNode } from 'react';
import type { User } from '@contract/users';
import Avatar from '@/components/Avatar';
import EmailAddress from '@/components/EmailAddress';
import DataTable from '@/components/DataTable';
import '@/components/status-pill.css';
import './user-table.css';

interface UserTableProps {
  users: User[];
  label: string;
  showStatus: boolean;
  renderActions: (user: User) => ReactNode;
}

/** The spec's admin table (index, Avatar, Name, Email, Role[, Status], Action); each row a card on a phone. */
export default function UserTable({ users, label, showStatus, renderActions }: UserTableProps) {
  return (
    <DataTable
      label={label}
      className="user-table"
      columns={['#', 'Avatar', 'Name', 'Email', 'Role', showStatus && 'Status', 'Action']}
    >
      {users.map((user, index) => (
        <tr key={user._id}>
          <td className="user-table__index">{index + 1}</td>
          <td className="user-table__avatar">
            <Avatar name={user.displayName} photoUrl={user.photoURL} size={44} />
          </td>
          <th scope="row" className="user-table__name">
            {user.displayName}
          </th>
          <td className="user-table__email" data-label="Email">
            <EmailAddress email={user.email} link={false} />
          </td>
          <td className="user-table__role" data-label="Role">
            {user.role}
          </td>
          {showStatus ? (
            <td className="user-table__status" data-label="Status">
              <span className={user.status === 'Verified' ? 'status-pill status-pill--verified' : 'status-pill'}>
                {user.status ?? 'Unverified'}
              </span>
            </td>
          ) : null}
          <td className="user-table__actions">
            <div className="user-table__buttons">{renderActions(user)}</div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
