/**
 * The personal data the platform holds about a person, as named sections. The export collects every
 * registered section and the erasure erases every one, so a new capability that stores something about a
 * person (addresses, wish lists, tickets, consent) plugs in by registering one section here.
 */
export interface PersonalDataSection {
  /** The key of this section in the export document. */
  name: string;
  /**
   * What the section holds about the person, machine-readable (plain JSON values). Never secrets, hashes
   * or encrypted material: a credential is described by its metadata only.
   */
  collect(subject: DataSubject): Promise<unknown>;
  /**
   * Erases (or anonymises, where a record must be kept) the section's records of the person. Runs again
   * after an interrupted attempt, so it must be idempotent.
   */
  erase(subject: DataSubject): Promise<void>;
}

/** Whom the data is about: the account id, and the addresses messages to them went to. */
export interface DataSubject {
  userId: string;
  email: string;
  phone?: string | null;
}

export class PersonalDataRegistry {
  private readonly sections: PersonalDataSection[] = [];

  register(section: PersonalDataSection): void {
    if (this.sections.some((known) => known.name === section.name))
      throw new Error(`A personal-data section named "${section.name}" is already registered.`);
    this.sections.push(section);
  }

  list(): readonly PersonalDataSection[] {
    return this.sections;
  }

  /** Every section's data, by section name. */
  async collect(subject: DataSubject): Promise<Record<string, unknown>> {
    const document: Record<string, unknown> = {};
    for (const section of this.sections) document[section.name] = await section.collect(subject);
    return document;
  }
}
