import { useNavbar } from '../state/navbar/useNavbar';
import { NavbarStatusRow } from './NavbarStatusRow';

/** The status row with its data: the navbar's polls (a chunk loaded on demand, see NavbarStatus). */
export function LiveNavbarStatus({ userId }: { userId: number }) {
  return <NavbarStatusRow navbar={useNavbar(userId)} />;
}
