// The /application area (prefix match), loaded as its own chunk. Its screens arrive with the application
// issues; until then every path under it is unknown and goes to the brand's 404 page like any other.
import { Route, Routes } from 'react-router-dom';
import { ExternalRedirect } from '../../app/ExternalRedirect';

export default function ApplicationArea() {
  return (
    <Routes>
      <Route path="*" element={<ExternalRedirect to="/404.html" />} />
    </Routes>
  );
}
