import { NotesField, OutcomeField } from './task-fields';

export class CompleteTaskDto {
  @OutcomeField() outcome: string;
  @NotesField() notes?: string | null;
}
