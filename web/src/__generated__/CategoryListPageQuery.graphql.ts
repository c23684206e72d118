/**
 * @generated SignedSource<<8bd713bd275da5bc50c37454593c19cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CategoryListPageQuery$variables = Record<PropertyKey, never>;
export type CategoryListPageQuery$data = {
  readonly productCategories: ReadonlyArray<{
    readonly databaseId: number;
    readonly id: string;
    readonly isCar: boolean;
    readonly requireTransportationBetweenLocations: boolean;
    readonly title: string;
  }>;
};
export type CategoryListPageQuery = {
  response: CategoryListPageQuery$data;
  variables: CategoryListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ProductCategory",
    "kind": "LinkedField",
    "name": "productCategories",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isCar",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requireTransportationBetweenLocations",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CategoryListPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CategoryListPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2c0241969b838325ac7caf02c7b37617",
    "id": null,
    "metadata": {},
    "name": "CategoryListPageQuery",
    "operationKind": "query",
    "text": "query CategoryListPageQuery {\n  productCategories {\n    id\n    databaseId\n    title\n    isCar\n    requireTransportationBetweenLocations\n  }\n}\n"
  }
};
})();

(node as any).hash = "7cea388186fee68dcaf756b23862e6e7";

export default node;
