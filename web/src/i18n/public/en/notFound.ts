/** English texts of the 404 page (web/src/pages/NotFoundPage.tsx, a lazy chunk of its own). */
export default {
  metaTitle: '404 Page Not Found',
  metaDescription: 'This page does not exist.',
  title: '404 Page Not Found',
  text: 'Nothing lives at this address.',
  /** Around the route lists' path, shown as code. */
  hint: ['Developer hint: did you forget to add this page to a route list in ', '?'],
  back: 'Back to home',
};
