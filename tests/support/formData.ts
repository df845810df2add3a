// jest-fixed-jsdom gives the page Node's FormData (so fetch and MSW work), which cannot be built from a <form>.
// React 19 builds one from the submitted form whenever a submit handler starts a transition — as a router
// navigation does — to feed useFormStatus. Browsers do this natively; in jsdom we let it build an empty one.

export function allowFormDataFromForms(): void {
  const NodeFormData = globalThis.FormData;
  class FormDataAcceptingForms extends NodeFormData {
    // The form and submitter are ignored: only their presence broke Node's constructor.
    constructor(..._formAndSubmitter: unknown[]) {
      super();
    }
  }
  beforeAll(() => {
    globalThis.FormData = FormDataAcceptingForms as typeof FormData;
  });
  afterAll(() => {
    globalThis.FormData = NodeFormData;
  });
}
