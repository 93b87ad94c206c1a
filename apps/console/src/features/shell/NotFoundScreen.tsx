import { useQuery } from '@tanstack/react-query';
import { currentUserQuery, tokenStore } from '../../app/session.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { SignedInFrame } from './SignedInLayout.tsx';

/**
 * Not-found for the whole console (unknown paths, failed role guards, invalid parameters),
 * inside the frame: the root's guard has already sent anonymous visitors to /login.
 */
export function NotFoundScreen() {
  const { data: user } = useQuery({ ...currentUserQuery, enabled: tokenStore.get() !== null });
  return user ? (
    <SignedInFrame user={user}>
      <NotFoundPage />
    </SignedInFrame>
  ) : (
    <NotFoundPage />
  );
}
