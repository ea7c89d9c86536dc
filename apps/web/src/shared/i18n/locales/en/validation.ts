/**
 * Form rules of SPEC §5. The texts are the server's own (contract `messages.ts`), word for
 * word, so a form and the server never disagree; a unit test holds the two together.
 */
export default {
  email: 'Please enter a valid email address',
  password: '8-16 characters, including at least letters and numbers',
  passwordMismatch: 'Passwords does not match!',
  required: 'Value is required',
  phone: 'Please enter a valid phone number',
  smsCode: 'Please enter the 4-digit code',
  emailCode: 'Please enter the 6-digit code from the email',
  terms: 'Please read and agree to the terms first',
  nickname: 'Nickname: 1-20 letters, digits, spaces, _ - or .',
  customInstructions: 'Custom instructions must not exceed 1500 characters',
};
