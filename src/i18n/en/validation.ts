/** Validation messages of the spec, verbatim; shared by forms and the server. */
export const validation = {
  required: 'This field is required',
  emailInvalid: 'Email is not valid',
  // users area: user form (core §5 "User form")
  nameTooShort: 'Character length must be greater than 2',
  nameTooLong: 'Character length must be less than 16',
  nameLeadingSpace: 'Name must not start with a space',
  emailExists: 'Email already exists.',
  phoneInvalid: 'Phone number is not valid',
  phoneLength: 'Phone Number contains 8 digits only',
  phoneExists: 'Phone number already exists.',
  usernameLength: 'Username is 6-20 characters long',
  usernameTooLong: 'Username is too long',
  usernameLeadingSpace: 'Username must not start with a space',
  usernameExists: 'Username already exists.',
  // users area: change password (core §5) and the password dialog
  passwordTooShort: 'password length must be greater than 8',
  passwordMismatch: 'Confirm Password not matche',
  passwordTooLong: 'Password must be at most 128 characters',
  generatePasswordFirst: 'Please Geneate Password First.',
  passwordCommon: 'This password is too common or published: choose another one',
  passwordSameAsCurrent: 'The new password must differ from the current one',
  // users area: box profit (core §5, step 0.01)
  boxProfitStep: 'Box profit can have at most 2 decimals',
  boxProfitMax: 'Box profit can be at most 1000',
  // catalog area: image upload (core §5 "Image upload (general)"), src/domain/images.ts
  imageSize: 'Image size must be less than 1 MB',
  imageDimension: 'Image dimension must be less than or equal to (1000 x 800)',
  imageType: 'Only png, gif and jpeg images are allowed',
  imageReference: 'Must be an image address (/uploads/..., http(s)://... or a data: image)',
  // profit area: decline withdrawal modal (operations §5)
  declineMessageRequired: 'Please enter a message',
} as const;
