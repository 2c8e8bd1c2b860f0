import EmployeesScreen from '../people/employees/EmployeesScreen';

/** Screen 6 users: the employees list with invitations (not the generic list: users are invited, not created). */
export default function UsersScreen() {
  return <EmployeesScreen />;
}
