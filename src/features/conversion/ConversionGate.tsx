// The frame of /loan/conversion and its two pages (their routes are in src/app/routeTable.ts): shown only with the
// brand's LOAN_CONVERSION flag; without it, the account.
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../store/hooks';
import { selectFlags } from '../../store/selectors';

export function ConversionGate() {
  const flags = useAppSelector(selectFlags);
  if (flags && flags.LOAN_CONVERSION === false) return <Navigate to={paths.account.root.href()} replace />;
  return <Outlet />;
}
