// A page where a flow stops: what happened, the ways on, and the brand's number for questions.
import type { ReactNode } from 'react';
import { CallUs } from './CallUs';
import { Card } from './Card';
import styles from './Card.module.scss';

export function DeadEnd({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card id={id} title={title}>
      {children}
      <div className={styles.actions}>{actions}</div>
      <CallUs wording="callUs.questions" />
    </Card>
  );
}
