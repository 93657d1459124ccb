/** Mounts the root's toast holder (antd message) when the first toast asks for it (api/toast.ts). */
import { lazy, Suspense, useEffect, useState } from 'react';
import { onRootToastsNeeded } from '../api/toast.ts';

const RootToasts = lazy(() => import('./RootToasts.tsx'));

export function RootToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onRootToastsNeeded(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <RootToasts />
    </Suspense>
  ) : null;
}
