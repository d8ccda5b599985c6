import { redirect } from 'react-router';
import { paths } from '~/config/routes-table';

/** Unknown admin child paths go to the login page. */
export function clientLoader() {
  throw redirect(paths.adminLogin);
}

export default function AdminUnknown() {
  return null;
}
