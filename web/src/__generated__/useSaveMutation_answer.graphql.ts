/**
 * @generated SignedSource<<281628bd544e0f3511349f329d2193aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSaveMutation_answer$data = {
  readonly fields?: ReadonlyArray<{
    readonly code: string | null | undefined;
    readonly field: string;
    readonly message: string;
  }>;
  readonly message: string;
  readonly " $fragmentType": "useSaveMutation_answer";
};
export type useSaveMutation_answer$key = {
  readonly " $data"?: useSaveMutation_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSaveMutation_answer">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useSaveMutation_answer"
};

(node as any).hash = "ad91a6cb5ab7168f9812017b300e3b37";

export default node;
