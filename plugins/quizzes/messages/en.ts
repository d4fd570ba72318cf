// Keys become `quizzes.<key>`.
export default {
  reminderHeading: 'Tell us what you like',
  reminderText: 'Answer a few quick questions and we’ll pick products for you.',
  reminderAction: 'Take the quiz',
  reminderActionOf: 'Take the quiz: {title}',
  loading: 'Loading',
};
