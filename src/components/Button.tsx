// The house button: primary (the brand's button colours), secondary (outlined) or link (an action that reads
// as a link: resend a code, switch how a code is sent); block fills the width. A plain <button> otherwise:
// type "button" unless told, every other attribute (a ref too) passed through. buttonClass gives the same look to a
// link.
import type { ComponentProps } from 'react';
import styles from './Button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  if (variant === 'link') return styles.link!;
  return [styles.button, variant === 'secondary' && styles.secondary, block && styles.block].filter(Boolean).join(' ');
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  block?: boolean;
}

export function Button({ variant = 'primary', block = false, className, type = 'button', ...rest }: ButtonProps) {
  const classes = className ? `${buttonClass(variant, block)} ${className}` : buttonClass(variant, block);
  return <button type={type} className={classes} {...rest} />;
}
