// why: a transition for branches written before the envelope moved to answer/ (issue 36);
// import '../answer/envelope.js' and delete this file once they are merged.
export * from '../answer/envelope.js';
