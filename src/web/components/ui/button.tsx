import type { ComponentPropsWithRef } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Unavailable for now (busy, or nothing further): looks disabled and is announced as dimmed
   * (aria-disabled), ignores clicks and submits, but keeps focus, which `disabled` would drop
   * to <body> (WCAG 2.4.3; docs/requirements/accessibility.md).
   */
  inactive?: boolean;
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  inactive,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      aria-disabled={inactive || undefined}
      onClick={(event) => {
        if (inactive) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
