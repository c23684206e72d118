/** How a vehicle class is presented to a customer: a class is promised, never a particular model. */

/** At most this many example models are named on a card. */
export const MAX_EXAMPLE_MODELS = 3;

/** Distinct "Make Model" names of a class's vehicles, in the given order, at most MAX_EXAMPLE_MODELS. */
export function exampleModels(vehicles: readonly { make: string | null; model: string | null }[]): string[] {
  const names: string[] = [];
  for (const v of vehicles) {
    const name = [v.make, v.model].filter((x) => x && x.trim()).join(' ').trim();
    if (name && !names.includes(name)) names.push(name);
    if (names.length === MAX_EXAMPLE_MODELS) break;
  }
  return names;
}
