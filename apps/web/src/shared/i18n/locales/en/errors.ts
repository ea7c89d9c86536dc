/** Failures the user can meet anywhere: connection problems, the error page, sign-in walls. */
export default {
  'network.error': 'Connection error, please try again later!',
  'network.closed': 'Connection closed by server',
  'network.timeout': 'Connection timed out, please try again later!',
  'network.server': 'Something went wrong on our side, please try again later',
  'page.title': 'Page not found',
  'page.description': 'The page you are looking for does not exist, or it is not available in your region.',
  'page.crashed': 'Something went wrong while showing this page. Going back home usually helps.',
  'login.title': 'Please log in first',
  'login.description': 'This page belongs to your account. Sign in to continue.',
  permission: 'Sorry! You do not have permission to perform this action!',
};
