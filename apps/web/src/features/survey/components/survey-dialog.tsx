import { SURVEY_ANSWER_MAX, SURVEY_MESSAGES } from '@store/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/modal';
import { submitSurveyAnswers, surveyFormQueryOptions } from '../api/survey';

type Answer = { question: string; answer: string };

interface SurveyDialogProps {
  /** The product asked about; null keeps the dialog closed. */
  productId: string | null;
  onClose: () => void;
}

/**
 * The feedback survey (SPEC §2): one question at a time, advancing after each answer;
 * closing it — the Close button, Escape, or answering the last question — sends the answers
 * collected so far ('An error occurred while submitting' if that fails).
 */
export function SurveyDialog({ productId, onClose }: SurveyDialogProps) {
  const [answers, setAnswers] = useState<Answer[]>([]);
  const close = (collected: Answer[] = answers) => {
    if (productId && collected.length > 0) {
      submitSurveyAnswers(productId, collected).then(
        () => toast.success(SURVEY_MESSAGES.thanks),
        () => toast.error(SURVEY_MESSAGES.submitFailed),
      );
    }
    setAnswers([]);
    onClose();
  };
  return (
    <Modal open={productId !== null} onClose={() => close()} title="Feedback">
      {productId && (
        <SurveySteps
          productId={productId}
          answers={answers}
          onAnswer={(answer) => {
            const next = [...answers, answer];
            setAnswers(next);
            return next;
          }}
          onFinish={close}
        />
      )}
    </Modal>
  );
}

function SurveySteps(props: {
  productId: string;
  answers: Answer[];
  onAnswer: (answer: Answer) => Answer[];
  onFinish: (collected?: Answer[]) => void;
}) {
  const form = useQuery(surveyFormQueryOptions(props.productId));
  const [text, setText] = useState('');
  const questions = form.data ?? [];
  const current = questions[props.answers.length];

  const answer = (value: string) => {
    const next = props.onAnswer({ question: current!.question, answer: value });
    setText('');
    if (next.length >= questions.length) props.onFinish(next);
  };

  if (form.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading…
      </p>
    );
  }
  if (!current) {
    return (
      <Button className="w-full" onClick={() => props.onFinish()}>
        Close
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-xs text-slate-500">
        Question {props.answers.length + 1} of {questions.length}
      </p>
      <p className="font-medium text-slate-900">{current.question}</p>
      {current.type === 'multiple-choice' ? (
        <div className="grid grid-cols-2 gap-2">
          {current.options.map((option) => (
            <Button key={option} variant="secondary" onClick={() => answer(option)}>
              {option}
            </Button>
          ))}
        </div>
      ) : (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) answer(text.trim());
          }}
        >
          <label className="text-sm text-slate-600" htmlFor="survey-answer">
            Your answer
          </label>
          <textarea
            id="survey-answer"
            value={text}
            maxLength={SURVEY_ANSWER_MAX}
            onChange={(event) => setText(event.target.value)}
            className="min-h-24 rounded-lg border border-slate-300 p-2 text-sm"
          />
          <Button type="submit" disabled={!text.trim()}>
            Next
          </Button>
        </form>
      )}
    </div>
  );
}
