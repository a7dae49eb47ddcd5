// The files chosen at /upload-docs wait here, by a random id, between the file input and the upload saga: a File is
// not serialisable and may carry a name, so it never enters an action or the store.
const chosen = new Map<string, File>();

export function holdFile(file: File): string {
  const id = crypto.randomUUID();
  chosen.set(id, file);
  return id;
}

/** The file held under `id`, given once. */
export function takeFile(id: string): File | undefined {
  const file = chosen.get(id);
  chosen.delete(id);
  return file;
}
