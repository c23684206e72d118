/**
 * @generated SignedSource<<5858b49dd5a37c414727392e81d16489>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BookingChoiceFiltersRentalOptionQuery$variables = {
  slug: string;
};
export type BookingChoiceFiltersRentalOptionQuery$data = {
  readonly account: {
    readonly bookingRentalOptionChoices: ReadonlyArray<{
      readonly databaseId: number;
      readonly title: string;
    }>;
  };
};
export type BookingChoiceFiltersRentalOptionQuery = {
  response: BookingChoiceFiltersRentalOptionQuery$data;
  variables: BookingChoiceFiltersRentalOptionQuery$variables;
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
    "name": "BookingChoiceFiltersRentalOptionQuery",
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
    "name": "BookingChoiceFiltersRentalOptionQuery",
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
    "cacheID": "04c8f727b66fdb9db970bd54c668e7f0",
    "id": null,
    "metadata": {},
    "name": "BookingChoiceFiltersRentalOptionQuery",
    "operationKind": "query",
    "text": "query BookingChoiceFiltersRentalOptionQuery(\n  $slug: String!\n) {\n  account(slug: $slug) {\n    bookingRentalOptionChoices {\n      databaseId\n      title\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f5247b49745f95f9ca63f46519c4ccd7";

export default node;
