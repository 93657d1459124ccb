/** The nprogress bar while the router loads a page (lazy chunks) or a navigation is pending. */
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
  return null;
}
