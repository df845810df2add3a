// Shared form texts: validation messages of src/components/forms/validators.ts and common form controls.
export const forms = {
  'forms.required': 'This field is required.',
  'forms.tooShort': 'Use at least {min} characters.',
  'forms.tooLong': 'Use at most {max} characters.',
  'forms.invalidCharacters': 'Remove the invalid characters.',
  'forms.httpsUrl': 'Enter a full address starting with https://',
  'forms.email': 'Enter an email address like name@example.com.',
  'forms.address': 'Enter a wallet address: 0x followed by 40 hexadecimal characters.',
  'forms.zeroAddress': 'The zero address cannot receive payments.',
  'forms.slugPattern': 'Use lowercase letters and digits, joined by single hyphens.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(optional)',
  'forms.fixErrors': 'Check the highlighted fields.',
  'forms.copy': 'Copy',
  'forms.copied': 'Copied!',
  'forms.saving': 'Saving…',
  'forms.working': 'Working…',
} as const;
