// The progress indicator of a flow with numbered steps (the application's five, issue 12): each step's number
// and name, those done ticked, the current one marked for screen readers (aria-current="step"). On a phone
// width the list gives way to 'N of M' and the current step's name. The flow passes only the steps a person
// will walk (the application hides step 2 for some returning customers), so M counts those.
import styles from './Steps.module.scss';

export interface Step {
  /** A stable key (the step's route segment, say). */
  key: string;
  label: string;
}

interface StepsProps {
  steps: readonly Step[];
  /** The key of the step the person is on. */
  current: string;
  /** What the list is of, for screen readers ('Application progress'). */
  label: string;
  /** Said after a step done, for screen readers (' (completed)'), in the page's language. */
  completed: string;
  /** 'N of M' on a phone's width, in the page's language. */
  position: (current: number, count: number) => string;
}

export function Steps({ steps, current, label, completed, position }: StepsProps) {
  const index = Math.max(
    0,
    steps.findIndex((step) => step.key === current),
  );
  return (
    <nav aria-label={label} className={styles.steps}>
      <ol className={styles.list}>
        {steps.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'ahead';
          return (
            <li key={step.key} className={styles[state]} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.number} aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className={styles.label}>
                {step.label}
                {state === 'done' && <span className="visually-hidden">{completed}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.compact} aria-hidden="true">
        <span className={styles.count}>{position(index + 1, steps.length)}</span> {steps[index]?.label}
      </p>
    </nav>
  );
}
