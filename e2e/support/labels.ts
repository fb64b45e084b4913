// Accessible names the tests find fields by; required fields carry "(verplicht)" for
// screen readers, and the show/hide toggle is named 'Wachtwoord tonen', so exact texts
// would match too little or too much.
export const PASSWORD_LABEL = /^Wachtwoord(\s*\*)?(\s*\(verplicht\))?$/;
