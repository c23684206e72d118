/**
 * @generated SignedSource<<3810f5a9fb41c6216f139f95e65024a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RentalOptionFilterQuery$variables = {
  slug: string;
};
export type RentalOptionFilterQuery$data = {
  readonly account: {
    readonly bookingRentalOptionChoices: ReadonlyArray<{
      readonly databaseId: number;
      readonly title: string;
    }>;
  };
};
export type RentalOptionFilterQuery = {
  response: RentalOptionFilterQuery$data;
  variables: RentalOptionFilterQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "RentalOptionChoice",
  "kind": "LinkedField",
  "name": "bookingRentalOptionChoices",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RentalOptionFilterQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RentalOptionFilterQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "609c1002bb6a516197f50a3955074e1a",
    "id": null,
    "metadata": {},
    "name": "RentalOptionFilterQuery",
    "operationKind": "query",
    "text": "query RentalOptionFilterQuery(\n  $slug: String!\n) {\n  account(slug: $slug) {\n    bookingRentalOptionChoices {\n      databaseId\n      title\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "935f3471629176228834be4094468c6b";

export default node;
