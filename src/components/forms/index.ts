// Form building blocks shared by every feature's forms: labelled controls whose hints and errors are tied to
// them (aria-describedby, aria-invalid), a form-level error, buttons, and wizard drafts in sessionStorage.
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './Button';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { CopyButton, CopyRow } from './CopyButton';
export { copiedFeedbackMs, useCopyFeedback, writeClipboard } from './useCopyFeedback';
export { FormError } from './FormError';
export { focusFirstInvalid } from './focusFirstInvalid';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { clearDraft, draftKey, readDraft, useSessionDraft, writeDraft } from './sessionDraft';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps, UrlField } from './TextField';
export { useDebouncedValue } from './useDebouncedValue';
export { FieldRow, FormActions, formClassName, FormSection } from './FormLayout';
export {
  compactProblems,
  hasProblems,
  problem,
  problemText,
  serverProblems,
  slugPattern,
  slugify,
  textLength,
  validateAddress,
  validateEmail,
  validateHttpsUrl,
  validateSlug,
  validateText,
  zeroAddress,
  type FieldProblem,
  type FieldProblems,
} from './validators';
export { useEditForm } from './useEditForm';
export { useFieldErrors } from './useFieldErrors';
export { WizardForm, type WizardFormErrors, type WizardFormFailure } from './WizardForm';
export { WizardProgress } from './WizardProgress';
export { useWizardSubmission, type WizardRun, type WizardSubmission } from './useWizardSubmission';
export {
  WizardBusyPanel,
  WizardDonePanel,
  WizardHeading,
  WizardPage,
  type WizardPageProps,
} from './WizardPage';
