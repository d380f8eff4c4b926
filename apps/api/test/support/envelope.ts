/**
 * Wraps a request payload in the SPEC 3 envelope, the body every POST of the API takes. API tests send it as
 * `app.inject({ payload: envelope(...) })`, the end-to-end specs as `request.post(url, { data: envelope(...) })`.
 */
export function envelope(requestPayload: unknown) {
  return { payload: { requestId: "", requestPayload, tokenPayload: {} } };
}
