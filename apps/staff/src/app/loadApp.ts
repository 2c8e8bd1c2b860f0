// The signed-in app (shell, screens registry, staff client, all strings) is one lazily loaded part. The sign-in
// screen asks for it as soon as someone types, so it is usually there when the sign-in answer arrives, while
// a visitor who only opens the page (or Lighthouse) downloads the sign-in screen alone.
let loading: Promise<typeof import('../App')> | undefined;

export function loadApp(): Promise<typeof import('../App')> {
  loading ??= import('../App');
  return loading;
}
