// A link to another page of the app that looks like a button (the page's main way on).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from './Button';

export function LinkButton({
  to,
  children,
  secondary = false,
}: {
  to: string;
  children: ReactNode;
  secondary?: boolean;
}) {
  return (
    <Link to={to} className={buttonClass(secondary ? 'secondary' : 'primary', true)}>
      {children}
    </Link>
  );
}
