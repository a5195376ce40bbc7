import { group } from './group.js';

/** The product feedback survey (SPEC §2 Survey); the admin's editor and answers (issue #6). */
export const surveyApiRoutes = /* @__PURE__ */ group('survey', {
  form: { method: 'POST', path: '/api/survey/get-form-details' },
  submitAnswers: { method: 'POST', path: '/api/survey/submit-survey-answer' },
  updateForm: { method: 'POST', path: '/api/survey/update-form' },
  answers: { method: 'GET', path: '/api/survey/answers' },
});
