import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/fields';

/** Mobile 'Save Progress': an email prompt; the server emails a link that resumes the wizard. */
export function SaveProgress({ onSave }: { onSave: (email: string) => Promise<boolean> }) {
  const [isOpen, setIsOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    setIsSaving(true);
    const isSaved = await onSave(email);
    setIsSaving(false);
    if (isSaved) setIsOpen(false);
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)}>
        Save Progress
      </button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="Save your progress">
        <form
          className="save-progress"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <p>We'll email you a link to continue where you left off.</p>
          <TextField label="Email address" type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={isSaving}>
              {isSaving ? 'Saving...' : 'Send link'}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
