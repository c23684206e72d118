/**
 * @generated SignedSource<<e4018c7645a17fe804944cbbff6776b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchProblem_error$data = {
  readonly fields: ReadonlyArray<{
    readonly field: string;
    readonly message: string;
  }>;
  readonly message: string;
  readonly " $fragmentType": "SearchProblem_error";
};
export type SearchProblem_error$key = {
  readonly " $data"?: SearchProblem_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchProblem_error">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchProblem_error",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
})();

(node as any).hash = "ff829aa09889e9d365b27b92a79a9a92";

export default node;
