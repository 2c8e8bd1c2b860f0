import { useAbility } from '@clinic/permissions';
import { Spinner } from '@clinic/ui';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch } from 'wouter';
import ChangePassword from '../features/account/ChangePassword';
import MySettings from '../features/account/MySettings';
import AcceptInvite from '../features/auth/AcceptInvite';
import Activate from '../features/auth/Activate';
import ForgotPassword from '../features/auth/ForgotPassword';
import ResetPassword from '../features/auth/ResetPassword';
import SignIn from '../features/auth/SignIn';
import SignUp from '../features/auth/SignUp';
import Home from '../features/home/Home';
import NotificationsScreen from '../features/notifications/NotificationsScreen';
import { PlanLocked } from '../features/plans/PlanLocked';
import { usePlan } from '../features/plans/usePlan';
import { authState } from '../state/auth';
import { ChunkBoundary, NotFound, NotPermitted } from './pages/Pages';
import { mayOpen, type StaffScreen, staffScreens } from './screens';
import { restoreSession } from './session';
import { Shell } from './shell/Shell';

/** Each screen's code is fetched the first time it is opened, and the component kept for the next time. */
const lazyScreens = new WeakMap<StaffScreen, LazyExoticComponent<ComponentType>>();
function lazyScreen(screen: StaffScreen) {
  let component = lazyScreens.get(screen);
  if (!component) {
    component = lazy(screen.load);
    lazyScreens.set(screen, component);
  }
  return component;
}

/**
 * A registered screen: the not-permitted page unless the user may read it, the upgrade panel when the clinic's plan
 * lacks it, else its lazily loaded code.
 */
export function ScreenRoute({ screen }: { screen: StaffScreen }) {
  const ability = useAbility();
  const plan = usePlan();
  if (!mayOpen(ability, screen)) return <NotPermitted />;
  if (!plan.hasScreen(screen.def.id)) return <PlanLocked screen={screen.def} />;
  const Screen = lazyScreen(screen);
  return <Screen />;
}

function SignedOutOnly({ children }: { children: ReactNode }) {
  const { isUserLoggedIn } = useSnapshot(authState);
  return isUserLoggedIn ? <Redirect to="/" /> : children;
}

function SignedIn() {
  const { isUserLoggedIn, isLoadingPermission } = useSnapshot(authState);
  if (!isUserLoggedIn) return <Redirect to="/login" />;
  if (isLoadingPermission) return <Spinner />;
  return (
    <Shell>
      <ChunkBoundary>
        <Suspense fallback={<Spinner fullHeight={false} />}>
          <Switch>
            <Route path="/" component={Home} />
            <Route path="/account" component={MySettings} />
            <Route path="/account/password" component={ChangePassword} />
            <Route path="/notifications" component={NotificationsScreen} />
            {staffScreens.map((screen) => (
              <Route key={screen.path} path={screen.path} nest={screen.nest ?? false}>
                <ScreenRoute screen={screen} />
              </Route>
            ))}
            <Route component={NotFound} />
          </Switch>
        </Suspense>
      </ChunkBoundary>
    </Shell>
  );
}

/** Sign-in inside the loaded app (after a sign-out): the stored session is then restored as on a reload. */
function SignInAgain() {
  return <SignIn onSignedIn={() => void restoreSession()} />;
}

export function AppRoutes() {
  const signedOut = (Screen: ComponentType) => () => (
    <SignedOutOnly>
      <Screen />
    </SignedOutOnly>
  );
  return (
    <Switch>
      <Route path="/login" component={signedOut(SignInAgain)} />
      <Route path="/register" component={signedOut(SignUp)} />
      <Route path="/activate" component={signedOut(Activate)} />
      <Route path="/accept-invite" component={signedOut(AcceptInvite)} />
      <Route path="/forgot-password" component={signedOut(ForgotPassword)} />
      <Route path="/reset-password" component={signedOut(ResetPassword)} />
      <Route component={SignedIn} />
    </Switch>
  );
}
