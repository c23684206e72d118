/** The client's one transport and error catalogue: REST calls, error popups, and Relay errors explained alike. */
export { apiCall, type CallOptions, type FileResult, type Handlers } from './rest.ts';
export { explainError, fillEmail, popupForStatus, TransportError, type FieldError, type Popup, type PopupIcon } from './errors.ts';
export { closePopup, reportError, showPopup, useTopPopup } from './popups.ts';
