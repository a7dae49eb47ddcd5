// The portal's password rule: 8 to 64 characters, at least one letter and one digit, only letters, digits
// and $ @ ! # % & ( ) * + , - . : ; < = > ? ` ^ [ ] { } | ~.
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters, contain at least one number and at least one letter';
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d$@!#%&()*+,\-.:;<=>?`^[\]{}|~]{8,64}$/;
