import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './status-message.module.css';

type Tone = 'error' | 'success' | 'info';

const icons = { error: IconAlertCircle, success: IconCircleCheck, info: IconInfoCircle } as const;

/** A message in a calm coloured box: red errors are announced at once, the others politely. */
export const StatusMessage = ({ tone, children }: { tone: Tone; children: ReactNode }) => {
  const Icon = icons[tone];
  return (
    <div className={`${classes.message} ${classes[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={22} aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
};
