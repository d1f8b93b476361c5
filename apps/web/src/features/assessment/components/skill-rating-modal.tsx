import type { ScenarioQuestion } from '@pathscoop/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { ReturnFocus } from '../../../components/ui/use-modal-dialog';
import type { Bucket } from '../lib/answers';
import { RatingScale } from './rating-scale';

type Props = {
  skill: ScenarioQuestion | null;
  labels: string[];
  initial: Bucket | null;
  onSave: (bucket: Bucket) => void;
  onClose: () => void;
  /** Where focus goes after Save (the placed skill has left the pool). */
  returnFocus?: ReturnFocus;
};

/** Phones (tap) and keyboard (Enter): rate a skill 1 'I am great at it' … 5 'I am not good at it'. Save needs a choice. */
export function SkillRatingModal({ skill, labels, initial, onSave, onClose, returnFocus }: Props) {
  const [choice, setChoice] = useState<number | undefined>(initial ?? undefined);
  const [forSkill, setForSkill] = useState<number | null>(null);
  if (skill && forSkill !== skill.id) {
    setForSkill(skill.id);
    setChoice(initial ?? undefined);
  }
  return (
    <Modal
      open={skill !== null}
      onClose={onClose}
      returnFocus={returnFocus}
      title={skill?.title ?? ''}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={choice === undefined}
            onClick={() => choice !== undefined && onSave(choice as Bucket)}
          >
            Save
          </Button>
        </>
      }
    >
      {skill?.description && <p className="mb-4">{skill.description}</p>}
      <div className="space-y-2">
        <RatingScale legend="How good are you at it?" labels={labels} value={choice} onChange={setChoice} />
        <p className="flex justify-between text-xs text-ink-700">
          <span>1 = {labels[0]}</span>
          <span>5 = {labels[4]}</span>
        </p>
      </div>
    </Modal>
  );
}
