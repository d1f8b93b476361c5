import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

export const SUCCESS_MS = 3000;

/** Shows a success message for 3 seconds, then goes to /profile/profile-info (spec §4). */
export function useSuccessRedirect() {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => navigate('/profile/profile-info'), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message, navigate]);
  return { message, show: setMessage };
}
