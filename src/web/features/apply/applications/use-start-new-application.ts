import { useNavigate } from 'react-router';
import { startNewApplication } from '@/web/features/application-session';
import { stepPath } from '../apply-steps';

/** Puts the current application aside (it stays in the device's list) and opens step 1. */
export function useStartNewApplication() {
  const navigate = useNavigate();
  return () => {
    startNewApplication();
    void navigate(stepPath('trip'));
  };
}
