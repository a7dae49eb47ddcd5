// /loan/conversion and its two pages, in the conversion chunk with their own route table; only with the brand's
// LOAN_CONVERSION flag (without it, the account).
import { Navigate, Route, Routes } from 'react-router-dom';
import { ExternalRedirect } from '../../components/ExternalRedirect';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../store/hooks';
import { selectFlags } from '../../store/selectors';
import { ConvertScreen } from './screens/ConvertScreen';
import { OffersScreen } from './screens/OffersScreen';
import { RefinanceScreen } from './screens/RefinanceScreen';

const under = (href: string) => href.slice(paths.loanConversion.root.href().length + 1);

export function ConversionArea() {
  const flags = useAppSelector(selectFlags);
  if (flags && flags.LOAN_CONVERSION === false) return <Navigate to={paths.account.root.href()} replace />;
  return (
    <Routes>
      <Route index element={<OffersScreen />} />
      <Route path={under(paths.loanConversion.convert.href())} element={<ConvertScreen />} />
      <Route path={under(paths.loanConversion.refinance.href())} element={<RefinanceScreen />} />
      <Route path="*" element={<ExternalRedirect to={paths.notFound.href()} />} />
    </Routes>
  );
}
