/**
 * @generated SignedSource<<feaceb89b33eccf4cc27f52aff237255>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BookingChoiceFiltersProductQuery$variables = {
  slug: string;
};
export type BookingChoiceFiltersProductQuery$data = {
  readonly account: {
    readonly bookingProductChoices: ReadonlyArray<{
      readonly databaseId: number;
      readonly licensePlate: string | null | undefined;
      readonly name: string;
    }>;
  };
};
export type BookingChoiceFiltersProductQuery = {
  response: BookingChoiceFiltersProductQuery$data;
  variables: BookingChoiceFiltersProductQuery$variables;
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
  "concreteType": "ProductChoice",
  "kind": "LinkedField",
  "name": "bookingProductChoices",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licensePlate",
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
    "name": "BookingChoiceFiltersProductQuery",
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
    "name": "BookingChoiceFiltersProductQuery",
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
    "cacheID": "2c9b957392fc80647b103348125af9c7",
    "id": null,
    "metadata": {},
    "name": "BookingChoiceFiltersProductQuery",
    "operationKind": "query",
    "text": "query BookingChoiceFiltersProductQuery(\n  $slug: String!\n) {\n  account(slug: $slug) {\n    bookingProductChoices {\n      databaseId\n      name\n      licensePlate\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3dfe1c92aaf8e2a4d88909746a91eadb";

export default node;
