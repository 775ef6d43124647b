/** Validation messages of the spec, verbatim; shared by forms and the server. */
export const validation = {
  required: 'This field is required',
  emailInvalid: 'Email is not valid',
} as const;
