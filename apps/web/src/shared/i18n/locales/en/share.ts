/** The invite page and the share flows of the About tab. */
export default {
  'invite.title': 'Invite friends',
  'invite.hint': 'Friends who sign up through your link get extra GPT-4 questions as a welcome gift.',
  'invite.link': 'Your invite link',
  'invite.copied': 'Link copied',
  'invite.signIn': 'Sign in to get your own invite link.',
  'share.title': 'Share Inkstone',
  'share.system': 'Share…',
  'share.email': 'Email',
  'share.x': 'X',
  'share.weibo': 'Weibo',
  'share.subject': 'Try Inkstone',
  'share.text': 'I use Inkstone, an AI assistant for chat, drawing and writing. Try it:',
};
