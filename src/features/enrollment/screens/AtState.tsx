// A page of the enrollment that only makes sense at one state of it: opened at any other state, it leads to
// the page of the state the enrollment is at (or back to /enrollment when there is none).
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { EnrollmentState } from '../../../api/generated/graphql';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { pageFor } from '../enrollmentPages';
import { selectEnrollment } from '../enrollmentSlice';

export function AtState({ state, children }: { state: EnrollmentState; children: ReactNode }) {
  const { state: current, result, enrollmentId } = useAppSelector(selectEnrollment);
  if (current === state) return children;
  return <Navigate to={enrollmentId ? pageFor(current, result) : paths.enrollment.root.href()} replace />;
}
